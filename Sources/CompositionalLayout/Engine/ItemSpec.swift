import TUICore

/// A value copy of a `LayoutSupplementaryItem`, taken when a layout is prepared.
struct SupplementarySpec: Hashable, Sendable {
    let layoutSize: LayoutSize
    let elementKind: String
    let containerAnchor: LayoutAnchor
    let itemAnchor: LayoutAnchor?
    let zIndex: Int

    init(_ item: LayoutSupplementaryItem) {
        layoutSize = item.layoutSize
        elementKind = item.elementKind
        containerAnchor = item.containerAnchor
        itemAnchor = item.itemAnchor
        zIndex = item.zIndex
    }

    /// The supplementary's frame on a container (an item's or group's frame, in cells).
    func frame(on container: Rect) -> Rect {
        let width = resolvedLength(layoutSize.widthDimension, container: container, horizontal: true)
        let height = resolvedLength(layoutSize.heightDimension, container: container, horizontal: false)
        let anchorX = Double(container.minX) + Double(container.width) * containerAnchor.position(leading: .leading, trailing: .trailing)
        let anchorY = Double(container.minY) + Double(container.height) * containerAnchor.position(leading: .top, trailing: .bottom)
        let attach = itemAnchor ?? containerAnchor
        var x = anchorX - width * attach.position(leading: .leading, trailing: .trailing)
        var y = anchorY - height * attach.position(leading: .top, trailing: .bottom)
        let offset = containerAnchor.offset(forWidth: width, height: height)
        x += offset.x
        y += offset.y
        if let itemAnchor {
            let extra = itemAnchor.offset(forWidth: width, height: height)
            x += extra.x
            y += extra.y
        }
        return FractionalRect(x: x, y: y, width: width, height: height).snapped(dx: 0, dy: 0)
    }

    private func resolvedLength(_ dimension: LayoutDimension, container: Rect, horizontal: Bool) -> Double {
        switch dimension.kind {
        case .fractionalWidth: dimension.dimension * Double(container.width)
        case .fractionalHeight: dimension.dimension * Double(container.height)
        case .absolute, .estimated: max(0, dimension.dimension)
        }
    }
}

/// A value copy of a `LayoutItem` (or, with `group` set, a `LayoutGroup`) and everything below
/// it, so a prepared layout never sees later changes to the descriptions.
struct ItemSpec: Hashable, Sendable {
    struct Group: Hashable, Sendable {
        let axis: LayoutGroup.Axis
        let subitems: [ItemSpec]
        let spacing: LayoutSpacing?
        let repeatCount: Int?
    }

    let layoutSize: LayoutSize
    let contentInsets: DirectionalEdgeInsets
    let supplementaries: [SupplementarySpec]
    let group: Group?

    init(_ item: LayoutItem) {
        layoutSize = item.layoutSize
        contentInsets = item.contentInsets
        supplementaries = item.supplementaryItems.map(SupplementarySpec.init)
        if let group = item as? LayoutGroup {
            self.group = Group(
                axis: group.axis,
                subitems: group.subitems.map(ItemSpec.init),
                spacing: group.interItemSpacing,
                repeatCount: group.repeatCount
            )
        } else {
            self.group = nil
        }
    }
}

extension LayoutGroup.Axis: Hashable {}
