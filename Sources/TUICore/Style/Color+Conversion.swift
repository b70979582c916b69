extension Color {
    /// The nearest colour this terminal depth can show: truecolor keeps RGB, 256 colours map RGB
    /// to the palette, 16/8 colours map to the nearest ANSI colour, monochrome to `.default`.
    public func resolved(for depth: ColorDepth) -> Color {
        switch (self, depth) {
        case (.default, _), (_, .truecolor):
            return self
        case (_, .monochrome):
            return .default
        case (.ansi(let n), .ansi8):
            return .ansi(n % 8)
        case (.ansi, _):
            return self
        case (.indexed(let n), .indexed256):
            return .indexed(n)
        case (.rgb, .indexed256):
            return Color.nearestPaletteIndex(to: rgbComponents!).map { .indexed($0) } ?? self
        default:
            let ansi = Color.nearestANSI(to: rgbComponents!, count: depth == .ansi8 ? 8 : 16)
            return .ansi(ansi)
        }
    }

    /// The RGB value this colour shows as on an xterm-like terminal; nil for `.default`, whose
    /// value only the terminal knows.
    public var rgbComponents: (red: UInt8, green: UInt8, blue: UInt8)? {
        switch self {
        case .default:
            return nil
        case .rgb(let r, let g, let b):
            return (r, g, b)
        case .ansi(let n):
            return Color.ansiPalette[Int(n) % 16]
        case .indexed(let n):
            if n < 16 { return Color.ansiPalette[Int(n)] }
            if n < 232 {
                let i = Int(n) - 16
                let steps: [UInt8] = [0, 95, 135, 175, 215, 255]
                return (steps[i / 36], steps[(i / 6) % 6], steps[i % 6])
            }
            let level = UInt8(8 + (Int(n) - 232) * 10)
            return (level, level, level)
        }
    }

    /// A colour `fraction` of the way from `start` to `end` (0 gives `start`, 1 gives `end`),
    /// in RGB. `.default` stands for `assumedDefault`, the colour the terminal probably uses.
    public static func interpolate(
        from start: Color, to end: Color, fraction: Double,
        assumingDefault assumedDefault: (red: UInt8, green: UInt8, blue: UInt8)
    ) -> Color {
        if fraction <= 0 { return start }
        if fraction >= 1 { return end }
        let a = start.rgbComponents ?? assumedDefault
        let b = end.rgbComponents ?? assumedDefault
        func mix(_ x: UInt8, _ y: UInt8) -> UInt8 {
            UInt8((Double(x) + (Double(y) - Double(x)) * fraction).rounded())
        }
        return .rgb(mix(a.red, b.red), mix(a.green, b.green), mix(a.blue, b.blue))
    }

    /// xterm's default values for the 16 ANSI colours.
    static let ansiPalette: [(red: UInt8, green: UInt8, blue: UInt8)] = [
        (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205), (0, 205, 205), (229, 229, 229),
        (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0), (92, 92, 255), (255, 0, 255), (0, 255, 255), (255, 255, 255),
    ]

    private static func distance(_ a: (red: UInt8, green: UInt8, blue: UInt8), _ b: (red: UInt8, green: UInt8, blue: UInt8)) -> Int {
        let dr = Int(a.red) - Int(b.red), dg = Int(a.green) - Int(b.green), db = Int(a.blue) - Int(b.blue)
        return 2 * dr * dr + 4 * dg * dg + 3 * db * db
    }

    static func nearestANSI(to rgb: (red: UInt8, green: UInt8, blue: UInt8), count: Int) -> UInt8 {
        var best = 0
        for i in 1..<count where distance(ansiPalette[i], rgb) < distance(ansiPalette[best], rgb) { best = i }
        return UInt8(best)
    }

    static func nearestPaletteIndex(to rgb: (red: UInt8, green: UInt8, blue: UInt8)) -> UInt8? {
        var best: UInt8 = 16
        var bestDistance = Int.max
        for i in 16...255 {
            let candidate = Color.indexed(UInt8(i)).rgbComponents!
            let d = distance(candidate, rgb)
            if d < bestDistance { bestDistance = d; best = UInt8(i) }
        }
        return best
    }
}
