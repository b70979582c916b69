/// The sections of the fruit stand's content, titled as in seed 000.
///
/// The raw value is the title the pinned section header shows.
enum Section: String, CaseIterable, Hashable, Sendable {
    case apples = "Apples"
    case oranges = "Oranges"
    case empty = "Bad Weather Today!"
}
