import Benchmark
import BenchmarkSupport
import DiffableTUI

/// Building a 100k-item outline (section snapshot) in different orders: 1,000 roots, 9
/// children each, 10 grandchildren under each child.
///
/// Each run builds the outline and then reads `items` once, so an order that leaves the
/// depth-first order to be computed on first use pays for it here.
enum OutlineBuild: String, CaseIterable {
    /// Each parent's children appended in one call, parents level by level.
    case breadthFirst
    /// Each parent's children appended in one call when the parent is visited depth first.
    case depthFirst
    /// One item per call, depth first: every append lands at the end of the outline.
    case nodeByNode

    static let shape = (roots: 1_000, children: 9, grandchildren: 10)
    static var count: Int { shape.roots * (1 + shape.children * (1 + shape.grandchildren)) }

    /// Children of `parent` (nil: the roots), numbered so every item is unique.
    static func children(of parent: Int?) -> [Int] {
        guard let parent else { return Array(0..<shape.roots) }
        if parent < shape.roots {
            let first = shape.roots + parent * shape.children
            return Array(first..<first + shape.children)
        }
        let childIndex = parent - shape.roots
        guard childIndex < shape.roots * shape.children else { return [] }
        let first = shape.roots * (1 + shape.children) + childIndex * shape.grandchildren
        return Array(first..<first + shape.grandchildren)
    }

    func build() -> DiffableDataSourceSectionSnapshot<Int> {
        var outline = DiffableDataSourceSectionSnapshot<Int>()
        switch self {
        case .breadthFirst:
            var level: [Int?] = [nil]
            while !level.isEmpty {
                var next: [Int?] = []
                for parent in level {
                    let children = Self.children(of: parent)
                    guard !children.isEmpty else { continue }
                    outline.append(children, to: parent)
                    next += children.map(Optional.some)
                }
                level = next
            }
        case .depthFirst:
            func visit(_ parent: Int?) {
                let children = Self.children(of: parent)
                guard !children.isEmpty else { return }
                outline.append(children, to: parent)
                children.forEach(visit)
            }
            visit(nil)
        case .nodeByNode:
            func visit(_ parent: Int?) {
                for child in Self.children(of: parent) {
                    outline.append([child], to: parent)
                    visit(child)
                }
            }
            visit(nil)
        }
        return outline
    }
}

/// The build orders side by side (see `Benchmark.sideBySide`).
func registerOutlineBuilds() {
    let orders = OutlineBuild.allCases.map { order in
        (metric: SideBySide.nanosecondsMetric("\(order)"), body: { blackHole(order.build().items) })
    }
    Benchmark(
        "outline Int \(SideBySide.label(OutlineBuild.count))",
        configuration: configuration(count: OutlineBuild.count, metrics: orders.map(\.metric))
    ) { benchmark in
        benchmark.sideBySide(orders)
    }
}
