import DiffableTUI
import Foundation

/// Text contrast on a screen as a terminal of a colour depth and theme shows it (WCAG's
/// contrast ratio of the text's colour to its background's), for the checks of issue 25 §2.3:
/// every region with its own background sets its own foreground.
enum Contrast {
    /// A cell whose text is hard to read.
    struct Finding: CustomStringConvertible {
        var point: Point
        var grapheme: String
        var ratio: Double
        var row: String
        /// The colours measured (after the theme, reverse and dim), as #rrggbb.
        var colors = ""

        var description: String {
            "(\(point.x), \(point.y)) '\(grapheme)' \((ratio * 100).rounded() / 100):1 (\(colors)) in “\(row)”"
        }
    }

    /// The cells of `screen` whose text contrasts less than `minimum` with its background,
    /// as `theme` at `depth` shows them. Left out: blank space; lines and blocks (borders,
    /// separators, the ends of pills: shapes, not text); dimmed text and what lies behind a
    /// sheet or the compact drawer's scrim (grey 240 on the terminal's background), which
    /// are meant to recede.
    /// `behindScrim`, in screen coordinates, is left out too (the column behind an open drawer).
    static func findings(
        in screen: Buffer, depth: ColorDepth, theme: TerminalTheme, minimum: Double = 4.5, behindScrim: Rect? = nil
    ) -> [Finding] {
        var findings: [Finding] = []
        for y in 0..<screen.size.height {
            let row = (0..<screen.size.width).map { screen[$0, y].grapheme }.joined()
            for x in 0..<screen.size.width {
                let cell = screen[x, y]
                guard !cell.isContinuation, cell.grapheme.contains(where: { !$0.isWhitespace }),
                      !(behindScrim?.contains(Point(x: x, y: y)) ?? false),
                      !cell.grapheme.unicodeScalars.allSatisfy({ (0x2500...0x259F).contains($0.value) }),
                      cell.style != Style(foreground: .indexed(240), background: .default)
                else { continue }
                let style = cell.style.resolved(for: depth)
                var fg = theme.rgb(for: style.foreground, isForeground: true)
                var bg = theme.rgb(for: style.background, isForeground: false)
                if style.attributes.contains(.reverse) { swap(&fg, &bg) }
                if style.attributes.contains(.dim) { fg = blend(fg, bg) }
                let ratio = ratio(fg, bg)
                if ratio < minimum {
                    findings.append(Finding(point: Point(x: x, y: y), grapheme: cell.grapheme, ratio: ratio, row: row,
                                            colors: "\(hex(fg)) on \(hex(bg))"))
                }
            }
        }
        return findings
    }

    /// One finding per colour pair (the first cell found with it), for a readable report.
    static func distinct(_ findings: [Finding]) -> [Finding] {
        var seen: Set<Double> = []
        return findings.filter { seen.insert(($0.ratio * 100).rounded()).inserted }
    }

    static func hex(_ rgb: (red: UInt8, green: UInt8, blue: UInt8)) -> String {
        "#" + [rgb.red, rgb.green, rgb.blue].map { String(format: "%02x", $0) }.joined()
    }

    /// Dim text as the SVG screenshots show it: halfway from its colour to its background's
    /// (terminals differ; this is the middle of what they do).
    static func blend(_ fg: (red: UInt8, green: UInt8, blue: UInt8), _ bg: (red: UInt8, green: UInt8, blue: UInt8)) -> (red: UInt8, green: UInt8, blue: UInt8) {
        func mid(_ a: UInt8, _ b: UInt8) -> UInt8 { UInt8((Int(a) + Int(b)) / 2) }
        return (mid(fg.red, bg.red), mid(fg.green, bg.green), mid(fg.blue, bg.blue))
    }

    /// WCAG 2's contrast ratio of two colours, from 1 (none) to 21.
    static func ratio(_ a: (red: UInt8, green: UInt8, blue: UInt8), _ b: (red: UInt8, green: UInt8, blue: UInt8)) -> Double {
        let la = luminance(a), lb = luminance(b)
        return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
    }

    static func luminance(_ rgb: (red: UInt8, green: UInt8, blue: UInt8)) -> Double {
        func channel(_ value: UInt8) -> Double {
            let c = Double(value) / 255
            return c <= 0.03928 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * channel(rgb.red) + 0.7152 * channel(rgb.green) + 0.0722 * channel(rgb.blue)
    }
}
