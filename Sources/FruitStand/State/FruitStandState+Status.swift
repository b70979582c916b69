/// The status line: what just happened, or what went wrong.
extension FruitStandState {
    /// Shows `text` on the status line. It is announced in accessible mode and goes after a
    /// few seconds unless another message replaced it (`FruitStandEffect.posted`).
    mutating func post(_ text: String, isError: Bool = false) {
        statusSerial += 1
        let message = StatusMessage(text: text, isError: isError, serial: statusSerial)
        status = message
        effects.append(.posted(serial: message.serial))
    }
}
