import TUICore

/// The lines of an asciicast v2 recording (https://docs.asciinema.org/manual/asciicast/v2/):
/// a header object, then one `[time, code, data]` array per event.
///
/// Pure and clock-free: the caller passes each event's time in seconds since the recording
/// started, from the wall clock in a terminal or from the manual clock in a headless run.
struct AsciicastEncoder: Sendable {
    private var text = UTF8Assembler()
    private var lastTime = 0.0

    /// The header line: `{"version": 2, "width": W, "height": H, "timestamp": T, "env": {...}}`.
    func header(size: Size, timestamp: Int, environment: [String: String], title: String?) -> String {
        let env = environment.keys.sorted().map { key in
            JSONStringEncoding.quoted(key) + ": " + JSONStringEncoding.quoted(environment[key]!)
        }.joined(separator: ", ")
        var line = "{\"version\": 2, \"width\": \(max(size.width, 1)), \"height\": \(max(size.height, 1)), "
        line += "\"timestamp\": \(timestamp)"
        if let title { line += ", \"title\": " + JSONStringEncoding.quoted(title) }
        return line + ", \"env\": {\(env)}}"
    }

    /// An output event for `bytes` written at `time`, or nil when the bytes only started a
    /// character that the next write completes.
    mutating func output(_ bytes: some Sequence<UInt8>, at time: Double) -> String? {
        let chunk = text.append(bytes)
        return chunk.isEmpty ? nil : event(code: "o", data: chunk, at: time)
    }

    /// A resize event (`"r"`, data `"WxH"`).
    mutating func resize(to size: Size, at time: Double) -> String {
        event(code: "r", data: "\(size.width)x\(size.height)", at: time)
    }

    /// The event that flushes bytes still held back when the recording ends, if any.
    mutating func finish(at time: Double) -> String? {
        let rest = text.finish()
        return rest.isEmpty ? nil : event(code: "o", data: rest, at: time)
    }

    /// Event times never go backwards (players require it), and are written with microsecond
    /// precision, as asciinema does.
    private mutating func event(code: String, data: String, at time: Double) -> String {
        let time = time.isFinite ? max(time, lastTime) : lastTime
        lastTime = time
        return "[\(Self.format(time)), \"\(code)\", \(JSONStringEncoding.quoted(data))]"
    }

    /// `time` with six decimals, without Foundation's locale-dependent formatting.
    static func format(_ time: Double) -> String {
        let micros = Int64((time * 1_000_000).rounded())
        let fraction = String(micros % 1_000_000)
        return "\(micros / 1_000_000)." + String(repeating: "0", count: 6 - fraction.count) + fraction
    }
}
