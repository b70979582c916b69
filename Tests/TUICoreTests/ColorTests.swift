import Testing
@testable import TUICore

@Suite("Colour degradation and interpolation")
struct ColorTests {
    @Test func truecolorKeepsEverything() {
        for color in [Color.default, .red, .indexed(100), .rgb(1, 2, 3)] {
            #expect(color.resolved(for: .truecolor) == color)
        }
    }

    @Test func monochromeDropsColour() {
        for color in [Color.default, .brightRed, .indexed(100), .rgb(1, 2, 3)] {
            #expect(color.resolved(for: .monochrome) == .default)
        }
        #expect(Style(foreground: .red, attributes: .bold).resolved(for: .monochrome) == Style.plain.bold)
    }

    @Test(arguments: [
        (Color.rgb(255, 0, 0), UInt8(196)), (.rgb(0, 0, 0), 16), (.rgb(255, 255, 255), 231),
        (.rgb(95, 135, 175), 67), (.rgb(128, 128, 128), 244), (.rgb(8, 8, 8), 232), (.rgb(238, 238, 238), 255),
        (.rgb(250, 5, 5), 196), (.rgb(100, 100, 110), 242),
    ])
    func rgbTo256(_ color: Color, _ index: UInt8) {
        #expect(color.resolved(for: .indexed256) == .indexed(index))
    }

    /// The 256-colour pick is the nearest of the cube and grey ramp (entries 16–255) in RGB
    /// distance: checked against a search over every entry.
    @Test func rgbTo256IsTheNearestEntry() {
        var random = SeededRandom(seed: 256)
        for _ in 0..<2000 {
            let rgb = (UInt8.random(in: 0...255, using: &random), UInt8.random(in: 0...255, using: &random),
                       UInt8.random(in: 0...255, using: &random))
            guard case .indexed(let picked) = Color.rgb(rgb.0, rgb.1, rgb.2).resolved(for: .indexed256) else {
                Issue.record("not an index")
                continue
            }
            let best = (16...255).map { Color.squaredDistance(Color.indexed(UInt8($0)).rgbComponents!, rgb) }.min()!
            #expect(Color.squaredDistance(Color.indexed(picked).rgbComponents!, rgb) == best, "\(rgb)")
        }
    }

    @Test func toSixteenAndEight() {
        #expect(Color.rgb(250, 10, 10).resolved(for: .ansi16) == .brightRed)
        #expect(Color.rgb(250, 10, 10).resolved(for: .ansi8) == .red)
        #expect(Color.rgb(0, 0, 0).resolved(for: .ansi16) == .black)
        #expect(Color.rgb(120, 120, 120).resolved(for: .ansi16) == .brightBlack)
        #expect(Color.rgb(230, 230, 230).resolved(for: .ansi16) == .white)
        #expect(Color.rgb(20, 190, 20).resolved(for: .ansi8) == .green)
        #expect(Color.indexed(196).resolved(for: .ansi16) == .brightRed)
        #expect(Color.indexed(9).resolved(for: .ansi16) == .brightRed)
        #expect(Color.indexed(9).resolved(for: .ansi8) == .red)
        #expect(Color.brightCyan.resolved(for: .ansi8) == .cyan)
        #expect(Color.brightCyan.resolved(for: .ansi16) == .brightCyan)
        #expect(Color.brightCyan.resolved(for: .indexed256) == .brightCyan)
        #expect(Color.indexed(100).resolved(for: .indexed256) == .indexed(100))
        #expect(Color.default.resolved(for: .ansi8) == .default)
    }

    /// Every colour resolves to something the depth can show.
    @Test func resolvedColoursFitTheDepth() {
        var random = SeededRandom(seed: 8)
        for _ in 0..<500 {
            let color: Color
            switch Int.random(in: 0..<3, using: &random) {
            case 0: color = .ansi(UInt8.random(in: 0...15, using: &random))
            case 1: color = .indexed(UInt8.random(in: 0...255, using: &random))
            default: color = .rgb(UInt8.random(in: 0...255, using: &random), UInt8.random(in: 0...255, using: &random),
                                  UInt8.random(in: 0...255, using: &random))
            }
            switch color.resolved(for: .ansi8) { case .ansi(let n): #expect(n < 8); default: Issue.record("\(color)") }
            switch color.resolved(for: .ansi16) { case .ansi(let n): #expect(n < 16); default: Issue.record("\(color)") }
            switch color.resolved(for: .indexed256) { case .rgb: Issue.record("\(color)"); default: break }
        }
    }

    @Test func paletteValues() {
        #expect(Color.indexed(16).rgbComponents! == (0, 0, 0))
        #expect(Color.indexed(231).rgbComponents! == (255, 255, 255))
        #expect(Color.indexed(67).rgbComponents! == (95, 135, 175))
        #expect(Color.indexed(232).rgbComponents! == (8, 8, 8))
        #expect(Color.indexed(255).rgbComponents! == (238, 238, 238))
        #expect(Color.indexed(1).rgbComponents! == Color.red.rgbComponents!)
        #expect(Color.default.rgbComponents == nil)
    }

    @Test func interpolation() {
        let white = (red: UInt8(255), green: UInt8(255), blue: UInt8(255))
        #expect(Color.interpolate(from: .rgb(0, 0, 0), to: .rgb(255, 255, 255), fraction: 0.5, assumingDefault: white) == .rgb(128, 128, 128))
        #expect(Color.interpolate(from: .red, to: .blue, fraction: 0, assumingDefault: white) == .red)
        #expect(Color.interpolate(from: .red, to: .blue, fraction: 1, assumingDefault: white) == .blue)
        #expect(Color.interpolate(from: .red, to: .blue, fraction: -3, assumingDefault: white) == .red)
        #expect(Color.interpolate(from: .default, to: .rgb(0, 0, 0), fraction: 0.25, assumingDefault: white) == .rgb(191, 191, 191))
        #expect(Color.interpolate(from: .default, to: .default, fraction: 0.5, assumingDefault: white) == .default)
        #expect(Color.interpolate(from: .indexed(16), to: .indexed(231), fraction: 0.2, assumingDefault: white) == .rgb(51, 51, 51))
    }

    @Test func interpolationIsMonotonic() {
        let black = (red: UInt8(0), green: UInt8(0), blue: UInt8(0))
        var previous = -1
        for step in 0...60 {
            let color = Color.interpolate(from: .rgb(20, 40, 60), to: .rgb(220, 140, 60), fraction: Double(step) / 60, assumingDefault: black)
            let red = Int(color.rgbComponents!.red)
            #expect(red >= previous)
            #expect(color.rgbComponents!.blue == 60)
            previous = red
        }
    }

    @Test func depthOrdering() {
        #expect(ColorDepth.monochrome < .ansi8 && ColorDepth.ansi8 < .ansi16 && ColorDepth.ansi16 < .indexed256)
        #expect(ColorDepth.indexed256.supportsColorRamps && !ColorDepth.ansi16.supportsColorRamps)
    }

    @Test func darkGreyTextThatWouldBeBlackIsDimDefaultAtEightColours() {
        let rule = Style(foreground: .indexed(240))
        #expect(rule.resolved(for: .ansi8) == Style(foreground: .default, attributes: .dim), "black would vanish on a dark theme")
        #expect(rule.resolved(for: .ansi16) == Style(foreground: .ansi(8)), "bright black is visible")
        #expect(Style(foreground: .indexed(240), background: .ansi(3)).resolved(for: .ansi8).foreground == .ansi(0),
                "black on a coloured fill stays black")
        #expect(Style(foreground: .ansi(0)).resolved(for: .ansi8) == Style(foreground: .ansi(0)), "black asked for stays")
        #expect(Style(foreground: .rgb(0, 0, 0)).resolved(for: .ansi8) == Style(foreground: .ansi(0)))
    }
}
