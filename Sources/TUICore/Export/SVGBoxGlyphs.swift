/// Box-drawing and block characters drawn as shapes in an SVG screenshot: fonts leave gaps
/// between rows and columns, shapes meet exactly at the cell edges.
struct SVGBoxGlyphs {
    /// Thickness of a light line; heavy lines are twice as thick, double lines are two light ones.
    let light: Double

    /// Line weights of the four arms of a box-drawing character.
    private struct Arms {
        var up = 0, right = 0, down = 0, left = 0
        var rounded = false
    }

    private static let thin = 1, thick = 2, double = 3

    /// How a character is drawn: `fill` is path data to fill with the text colour (merged with
    /// the other cells of that colour into one `<path>`, so that neighbours join without seams);
    /// `element` is a complete element for what cannot be merged (curves, shades).
    struct Shape {
        var fill = ""
        var element = ""
    }

    /// The shape of `scalar` in the cell at (`x`, `y`) sized `width` x `height`, in `color`; nil
    /// when the character is not one drawn as a shape.
    func shape(for scalar: Unicode.Scalar, x: Double, y: Double, width: Double, height: Double, color: String) -> Shape? {
        if let arms = Self.arms(of: scalar.value) {
            return lines(arms, x: x, y: y, w: width, h: height, color: color)
        }
        return block(scalar.value, x: x, y: y, w: width, h: height, color: color)
    }

    private static func arms(of value: UInt32) -> Arms? {
        let (t, h, d) = (thin, thick, double)
        switch value {
        case 0x2500: return Arms(right: t, left: t)
        case 0x2501: return Arms(right: h, left: h)
        case 0x2502: return Arms(up: t, down: t)
        case 0x2503: return Arms(up: h, down: h)
        case 0x250C: return Arms(right: t, down: t)
        case 0x250F: return Arms(right: h, down: h)
        case 0x2510: return Arms(down: t, left: t)
        case 0x2513: return Arms(down: h, left: h)
        case 0x2514: return Arms(up: t, right: t)
        case 0x2517: return Arms(up: h, right: h)
        case 0x2518: return Arms(up: t, left: t)
        case 0x251B: return Arms(up: h, left: h)
        case 0x251C: return Arms(up: t, right: t, down: t)
        case 0x2523: return Arms(up: h, right: h, down: h)
        case 0x2524: return Arms(up: t, down: t, left: t)
        case 0x252B: return Arms(up: h, down: h, left: h)
        case 0x252C: return Arms(right: t, down: t, left: t)
        case 0x2533: return Arms(right: h, down: h, left: h)
        case 0x2534: return Arms(up: t, right: t, left: t)
        case 0x253B: return Arms(up: h, right: h, left: h)
        case 0x253C: return Arms(up: t, right: t, down: t, left: t)
        case 0x254B: return Arms(up: h, right: h, down: h, left: h)
        case 0x2550: return Arms(right: d, left: d)
        case 0x2551: return Arms(up: d, down: d)
        case 0x2554: return Arms(right: d, down: d)
        case 0x2557: return Arms(down: d, left: d)
        case 0x255A: return Arms(up: d, right: d)
        case 0x255D: return Arms(up: d, left: d)
        case 0x2560: return Arms(up: d, right: d, down: d)
        case 0x2563: return Arms(up: d, down: d, left: d)
        case 0x2566: return Arms(right: d, down: d, left: d)
        case 0x2569: return Arms(up: d, right: d, left: d)
        case 0x256C: return Arms(up: d, right: d, down: d, left: d)
        case 0x256D: return Arms(right: t, down: t, rounded: true)
        case 0x256E: return Arms(down: t, left: t, rounded: true)
        case 0x256F: return Arms(up: t, left: t, rounded: true)
        case 0x2570: return Arms(up: t, right: t, rounded: true)
        case 0x2574: return Arms(left: t)
        case 0x2575: return Arms(up: t)
        case 0x2576: return Arms(right: t)
        case 0x2577: return Arms(down: t)
        default: return nil
        }
    }

    private func lines(_ arms: Arms, x: Double, y: Double, w: Double, h: Double, color: String) -> Shape {
        let cx = x + w / 2, cy = y + h / 2, t = light
        if arms.rounded {
            // A quarter curve from the end of the vertical arm to the end of the horizontal one.
            let r = min(w, h) / 2
            let vx = cx, vy = arms.up > 0 ? y : y + h
            let hx = arms.left > 0 ? x : x + w, hy = cy
            let dyToCorner = arms.up > 0 ? -r : r, dxFromCorner = arms.left > 0 ? -r : r
            let d = "M\(f(vx)),\(f(vy))L\(f(cx)),\(f(cy + dyToCorner))Q\(f(cx)),\(f(cy)) \(f(cx + dxFromCorner)),\(f(cy))L\(f(hx)),\(f(hy))"
            return Shape(element: "<path d=\"\(d)\" fill=\"none\" stroke=\"\(color)\" stroke-width=\"\(f(t))\"/>")
        }
        var rects: [(Double, Double, Double, Double)] = []
        let weights = [arms.up, arms.right, arms.down, arms.left]
        let core = weights.filter { $0 != Self.double }.map(thickness).max() ?? 0
        let g = t * 1.25
        if arms.right == Self.double {
            let top = arms.up > 0 ? cx + g - t / 2 : cx - g - t / 2
            let bottom = arms.down > 0 ? cx + g - t / 2 : cx - g - t / 2
            rects.append((top, cy - g - t / 2, x + w - top, t))
            rects.append((bottom, cy + g - t / 2, x + w - bottom, t))
        } else if arms.right > 0 {
            let k = thickness(arms.right)
            rects.append((cx - core / 2, cy - k / 2, x + w - (cx - core / 2), k))
        }
        if arms.left == Self.double {
            let top = arms.up > 0 ? cx - g + t / 2 : cx + g + t / 2
            let bottom = arms.down > 0 ? cx - g + t / 2 : cx + g + t / 2
            rects.append((x, cy - g - t / 2, top - x, t))
            rects.append((x, cy + g - t / 2, bottom - x, t))
        } else if arms.left > 0 {
            let k = thickness(arms.left)
            rects.append((x, cy - k / 2, cx + core / 2 - x, k))
        }
        if arms.up == Self.double {
            let left = arms.left > 0 ? cy - g + t / 2 : cy + g + t / 2
            let right = arms.right > 0 ? cy - g + t / 2 : cy + g + t / 2
            rects.append((cx - g - t / 2, y, t, left - y))
            rects.append((cx + g - t / 2, y, t, right - y))
        } else if arms.up > 0 {
            let k = thickness(arms.up)
            rects.append((cx - k / 2, y, k, cy + core / 2 - y))
        }
        if arms.down == Self.double {
            let left = arms.left > 0 ? cy + g - t / 2 : cy - g - t / 2
            let right = arms.right > 0 ? cy + g - t / 2 : cy - g - t / 2
            rects.append((cx - g - t / 2, left, t, y + h - left))
            rects.append((cx + g - t / 2, right, t, y + h - right))
        } else if arms.down > 0 {
            let k = thickness(arms.down)
            rects.append((cx - k / 2, cy - core / 2, k, y + h - (cy - core / 2)))
        }
        return Shape(fill: rects.map { path(bleed($0, x: x, y: y, w: w, h: h)) }.joined())
    }

    /// `rect` pushed a little past every cell edge it touches, so that anti-aliasing leaves no
    /// hairline between the shapes of neighbouring cells.
    private func bleed(
        _ rect: (Double, Double, Double, Double), x: Double, y: Double, w: Double, h: Double
    ) -> (Double, Double, Double, Double) {
        let e = 0.3
        var (rx, ry, rw, rh) = rect
        if abs(rx - x) < 0.01 { rx -= e; rw += e }
        if abs(rx + rw - (x + w)) < 0.01 { rw += e }
        if abs(ry - y) < 0.01 { ry -= e; rh += e }
        if abs(ry + rh - (y + h)) < 0.01 { rh += e }
        return (rx, ry, rw, rh)
    }

    private func thickness(_ weight: Int) -> Double {
        weight == Self.thick ? light * 2 : light
    }

    private func block(_ value: UInt32, x: Double, y: Double, w: Double, h: Double, color: String) -> Shape? {
        func rect(_ rx: Double, _ ry: Double, _ rw: Double, _ rh: Double, opacity: Double = 1) -> Shape {
            guard opacity >= 1 else {
                let d = path((rx, ry, rw, rh))
                return Shape(element: "<path d=\"\(d)\" fill=\"\(color)\" fill-opacity=\"\(f(opacity))\"/>")
            }
            return Shape(fill: path(bleed((rx, ry, rw, rh), x: x, y: y, w: w, h: h)))
        }
        switch value {
        case 0x2580: return rect(x, y, w, h / 2)
        case 0x2581...0x2588:
            let part = h * Double(value - 0x2580) / 8
            return rect(x, y + h - part, w, part)
        case 0x2589...0x258F: return rect(x, y, w * Double(0x2590 - value) / 8, h)
        case 0x2590: return rect(x + w / 2, y, w / 2, h)
        case 0x2591...0x2593: return rect(x, y, w, h, opacity: Double(value - 0x2590) / 4)
        case 0x2594: return rect(x, y, w, h / 8)
        case 0x2595: return rect(x + w * 7 / 8, y, w / 8, h)
        default: return nil
        }
    }

    private func path(_ rect: (Double, Double, Double, Double)) -> String {
        "M\(f(rect.0)),\(f(rect.1))h\(f(rect.2))v\(f(rect.3))h\(f(-rect.2))z"
    }

    private func f(_ value: Double) -> String { SVGFormat.number(value) }
}
