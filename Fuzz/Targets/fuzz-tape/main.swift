import FuzzSupport

// The tape (script) parser (`--script FILE`, `--demo`): any text either parses or fails with
// the one-line error the app prints. TapeChecks says what must hold.
FuzzDriver.run { bytes in
    TapeChecks.check(bytes)
}
