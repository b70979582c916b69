/// What a content refresh must do besides showing the listing: restyle the cards a refetch
/// changed, and run a follow-up once applied. A refresh overtaken before it lands hands its
/// duties to the one that overtakes it.
struct RefreshDuties {
    /// The inventory the cards shown were styled from, when a refetch replaced it: the cards
    /// whose stock or star differ from it are configured again.
    var restylingSince: Inventory?
    /// Runs once the refresh is applied.
    var finish: (@MainActor () -> Void)?

    /// These duties and a newer refresh's, in one: the older inventory, since the cards shown
    /// were styled from it, and both follow-ups, in order.
    func taking(restylingSince newer: Inventory?, then next: (@MainActor () -> Void)?) -> RefreshDuties {
        let first = finish
        let both: (@MainActor () -> Void)? = switch (first, next) {
        case (let first?, let next?): { first(); next() }
        default: first ?? next
        }
        return RefreshDuties(restylingSince: restylingSince ?? newer, finish: both)
    }
}
