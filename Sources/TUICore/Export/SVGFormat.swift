/// Small formatting helpers for SVG output, without Foundation.
enum SVGFormat {
    /// `value` with at most two decimals and no trailing zeros: `12`, `12.5`, `12.25`.
    static func number(_ value: Double) -> String {
        let hundredths = Int((value * 100).rounded())
        let sign = hundredths < 0 ? "-" : ""
        let magnitude = abs(hundredths)
        let whole = magnitude / 100, fraction = magnitude % 100
        if fraction == 0 { return sign + String(whole) }
        if fraction % 10 == 0 { return sign + "\(whole).\(fraction / 10)" }
        return sign + "\(whole)." + (fraction < 10 ? "0" : "") + String(fraction)
    }

    /// `#rrggbb`.
    static func hex(_ rgb: (red: UInt8, green: UInt8, blue: UInt8)) -> String {
        func byte(_ v: UInt8) -> String {
            let digits = Array("0123456789abcdef")
            return String(digits[Int(v >> 4)]) + String(digits[Int(v & 15)])
        }
        return "#" + byte(rgb.red) + byte(rgb.green) + byte(rgb.blue)
    }

    /// `text` safe inside an XML element or attribute: markup characters escaped, characters XML
    /// forbids (controls, U+FFFE/U+FFFF) replaced by U+FFFD, and spaces made non-breaking when
    /// `keepSpaces` is set so that renderers do not collapse them.
    static func escaped(_ text: String, keepSpaces: Bool = false) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            case " " where keepSpaces: result += "\u{A0}"
            default:
                let v = scalar.value
                if (v < 0x20 && v != 0x09 && v != 0x0A && v != 0x0D) || v == 0xFFFE || v == 0xFFFF {
                    result += "\u{FFFD}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }

    /// `a` blended `fraction` of the way towards `b`.
    static func blend(
        _ a: (red: UInt8, green: UInt8, blue: UInt8), _ b: (red: UInt8, green: UInt8, blue: UInt8), _ fraction: Double
    ) -> (red: UInt8, green: UInt8, blue: UInt8) {
        func mix(_ x: UInt8, _ y: UInt8) -> UInt8 { UInt8((Double(x) + (Double(y) - Double(x)) * fraction).rounded()) }
        return (mix(a.red, b.red), mix(a.green, b.green), mix(a.blue, b.blue))
    }
}
