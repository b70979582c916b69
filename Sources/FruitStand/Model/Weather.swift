/// The weather at the stand: on a bad day it is closed and shows `EmptyData`.
public enum Weather: String, CaseIterable, Hashable, Sendable, Codable {
    case good
    case bad

    /// The other weather, for the `w` key.
    var toggled: Weather {
        self == .good ? .bad : .good
    }
}

/// How the weather is decided: the value of `--weather good|bad|random`.
public enum WeatherOption: String, CaseIterable, Hashable, Sendable {
    case good
    case bad
    /// Bad one day in three, drawn from the seeded generator.
    case random
}
