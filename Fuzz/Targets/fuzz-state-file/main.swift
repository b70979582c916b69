import FuzzSupport

// The state-file decoder (`state.json`, read at every launch): any bytes either restore a state
// or are ignored with a one-line reason. StateFileChecks says what must hold.
FuzzDriver.run { bytes in
    StateFileChecks.check(bytes)
}
