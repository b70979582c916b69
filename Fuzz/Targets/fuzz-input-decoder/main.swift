import FuzzSupport

// The terminal input decoder: the tokens of one read (characters, curses key codes with their
// terminfo names, mouse reports, resizes) become events. InputChecks says what must hold.
FuzzDriver.run { bytes in
    var input = FuzzInput(bytes)
    let (tokens, reports) = InputTokens.read(&input)
    InputChecks.check(tokens)
    for report in reports { InputChecks.check(report) }
}
