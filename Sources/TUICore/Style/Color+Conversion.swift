extension Color {
    /// The nearest colour this terminal depth can show.
    ///
    /// Truecolor keeps everything. 256 colours map RGB to the nearest entry of the 6x6x6 cube or
    /// the grey ramp (entries 16–255; 0–15 are left out because terminal themes change them).
    /// 16 colours map RGB and palette entries 16–255 to the nearest ANSI colour; 8 colours also
    /// fold bright ANSI colours onto their normal ones. Monochrome gives `.default`.
    /// `.default` stays `.default` at every depth.
    package func resolved(for depth: ColorDepth) -> Color {
        switch (self, depth) {
        case (.default, _), (_, .truecolor):
            return self
        case (_, .monochrome):
            return .default
        case (.ansi(let n), .ansi8):
            return .ansi(n % 8)
        case (.ansi(let n), _):
            return .ansi(n % 16)
        case (.indexed(let n), .ansi8) where n < 16:
            return .ansi(n % 8)
        case (.indexed(let n), .ansi16) where n < 16:
            return .ansi(n)
        case (.indexed, .indexed256):
            return self
        case (.rgb(let r, let g, let b), .indexed256):
            return .indexed(Color.nearestPaletteIndex(to: (r, g, b)))
        case (.indexed, _), (.rgb, _):
            let rgb = rgbComponents ?? (0, 0, 0)
            return .ansi(Color.nearestANSI(to: rgb, count: depth == .ansi8 ? 8 : 16))
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
                return (Color.cubeLevels[i / 36], Color.cubeLevels[(i / 6) % 6], Color.cubeLevels[i % 6])
            }
            let level = UInt8(8 + (Int(n) - 232) * 10)
            return (level, level, level)
        }
    }

    /// A colour `fraction` of the way from `start` to `end` (0 gives `start`, 1 gives `end`),
    /// mixed in RGB: what fades use. `.default` stands for `assumedDefault`, the colour the
    /// terminal probably uses (for example `TerminalTheme.dark.foreground`).
    package static func interpolate(
        from start: Color, to end: Color, fraction: Double,
        assumingDefault assumedDefault: (red: UInt8, green: UInt8, blue: UInt8)
    ) -> Color {
        if start == end || fraction <= 0 { return start }
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

    /// The channel levels of the xterm 6x6x6 colour cube (palette entries 16–231).
    static let cubeLevels: [UInt8] = [0, 95, 135, 175, 215, 255]

    /// Squared distance weighted for perception ("redmean"), so that nearest-colour picks look
    /// right rather than merely minimise RGB error.
    static func distance(_ a: (red: UInt8, green: UInt8, blue: UInt8), _ b: (red: UInt8, green: UInt8, blue: UInt8)) -> Int {
        let meanRed = (Int(a.red) + Int(b.red)) / 2
        let dr = Int(a.red) - Int(b.red), dg = Int(a.green) - Int(b.green), db = Int(a.blue) - Int(b.blue)
        return (((512 + meanRed) * dr * dr) >> 8) + 4 * dg * dg + (((767 - meanRed) * db * db) >> 8)
    }

    /// The ANSI colour (0..<count) nearest to `rgb`.
    static func nearestANSI(to rgb: (red: UInt8, green: UInt8, blue: UInt8), count: Int) -> UInt8 {
        var best = 0
        var bestDistance = Int.max
        for i in 0..<count {
            let d = distance(ansiPalette[i], rgb)
            if d < bestDistance { bestDistance = d; best = i }
        }
        return UInt8(best)
    }

    /// The palette entry (16–255) nearest to `rgb` in RGB distance: the nearest cube colour or
    /// the nearest grey, whichever is closer.
    ///
    /// - Complexity: O(1).
    static func nearestPaletteIndex(to rgb: (red: UInt8, green: UInt8, blue: UInt8)) -> UInt8 {
        func cubeStep(_ v: UInt8) -> Int { v < 48 ? 0 : v < 115 ? 1 : (Int(v) - 35) / 40 }
        let r = cubeStep(rgb.red), g = cubeStep(rgb.green), b = cubeStep(rgb.blue)
        let cube = (cubeLevels[r], cubeLevels[g], cubeLevels[b])
        let cubeIndex = UInt8(16 + 36 * r + 6 * g + b)
        if cube == rgb { return cubeIndex }
        let average = (Int(rgb.red) + Int(rgb.green) + Int(rgb.blue)) / 3
        let greyStep = average > 238 ? 23 : max(0, (average - 3) / 10)
        let greyLevel = UInt8(8 + 10 * greyStep)
        let grey = (greyLevel, greyLevel, greyLevel)
        return squaredDistance(grey, rgb) < squaredDistance(cube, rgb) ? UInt8(232 + greyStep) : cubeIndex
    }

    /// Plain squared RGB distance. The cube and grey candidates are each the nearest in this
    /// metric, so comparing them with it gives the true nearest palette entry.
    static func squaredDistance(_ a: (red: UInt8, green: UInt8, blue: UInt8), _ b: (red: UInt8, green: UInt8, blue: UInt8)) -> Int {
        let dr = Int(a.red) - Int(b.red), dg = Int(a.green) - Int(b.green), db = Int(a.blue) - Int(b.blue)
        return dr * dr + dg * dg + db * db
    }
}
