import FuzzSupport

// The inventory JSON parser and decoder (`--inventory FILE`): any bytes either load or fail
// with the one-line error the app prints. InventoryChecks says what must hold.
FuzzDriver.run { bytes in
    InventoryChecks.check(bytes)
}
