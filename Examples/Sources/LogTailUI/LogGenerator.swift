/// A made-up service log, the same for the same seed: requests, sign-ins, slow queries,
/// retries and the odd failure with its stack trace, from eight services.
public struct LogGenerator: Sendable {
    /// Entries per second of log time.
    public let rate: Int
    private var state: UInt64
    private var nextID = 0
    /// Log time of entry 0: 09:00 in the morning.
    private static let start = 9 * 3_600_000

    static let services = ["api", "auth", "billing", "cache", "db", "queue", "search", "web"]
    static let paths = ["/v1/orders", "/v1/users", "/v1/cart", "/v1/search", "/health", "/v1/invoices", "/v1/sessions"]
    static let names = ["ana", "ben", "chloé", "dmitri", "eun-ji", "farah", "gustavo", "hiro", "ines", "jonas"]

    public init(seed: UInt64 = 1, rate: Int = 200) {
        state = seed
        self.rate = max(1, rate)
    }

    /// The next `count` entries.
    public mutating func next(_ count: Int) -> [LogEntry] {
        (0..<count).map { _ in next() }
    }

    /// The next entry.
    public mutating func next() -> LogEntry {
        defer { nextID += 1 }
        let time = Self.start + nextID * 1000 / rate
        let roll = random(100)
        let level: LogEntry.Level = roll < 25 ? .debug : roll < 85 ? .info : roll < 96 ? .warning : .error
        let service = Self.services[random(Self.services.count)]
        let (message, details) = text(for: level)
        return LogEntry(id: nextID, time: time, level: level, service: service, message: message, details: details)
    }

    private mutating func text(for level: LogEntry.Level) -> (String, [String]) {
        let request = "req-\(String(random(1 << 24), radix: 16))"
        switch level {
        case .debug:
            return ("cache \(random(2) == 0 ? "hit" : "miss") key=user:\(random(90_000) + 10_000)", [])
        case .info:
            let path = Self.paths[random(Self.paths.count)]
            if random(4) == 0 {
                let name = Self.names[random(Self.names.count)]
                return ("\(name) signed in from 10.0.\(random(255)).\(random(255))", ["request_id=\(request)", "method=password"])
            }
            return ("GET \(path)/\(random(90_000) + 10_000) 200 \(random(80) + 2)ms", ["request_id=\(request)", "bytes=\(random(40_000) + 200)"])
        case .warning:
            if random(2) == 0 {
                return ("slow query on orders (\(random(1500) + 500) ms)", ["request_id=\(request)", "SELECT * FROM orders WHERE customer_id = $1", "rows=\(random(5000))"])
            }
            return ("retrying job \(random(9000) + 1000) (attempt \(random(4) + 2))", ["request_id=\(request)", "reason=timeout after 30s"])
        case .error:
            let status = [500, 502, 503][random(3)]
            return ("POST /v1/payments \(status) upstream failed", [
                "request_id=\(request)",
                "PaymentError.upstream(status: \(status))",
                "  at PaymentClient.charge (PaymentClient.swift:\(random(300) + 20))",
                "  at CheckoutService.complete (CheckoutService.swift:\(random(200) + 10))",
                "  at Router.handle (Router.swift:88)",
            ])
        }
    }

    /// A number in 0..<bound (SplitMix64).
    private mutating func random(_ bound: Int) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return Int((z ^ (z >> 31)) % UInt64(bound))
    }
}
