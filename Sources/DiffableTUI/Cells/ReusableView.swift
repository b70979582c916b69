/// A view that a collection view recycles, identified by a reuse identifier that defaults to
/// its type's name.
///
/// The Reusable pattern (seeds 002 and 004): `register(BookCell.self)` and
/// `dequeueReusableCell(BookCell.self, for:)` use `BookCell.defaultReuseIdentifier`, which is
/// `"BookCell"` unless the type says otherwise, so no identifier constant is ever written.
public protocol ReusableView: AnyObject {
    /// The identifier the type is registered and dequeued under.
    static var defaultReuseIdentifier: String { get }
}

extension ReusableView {
    /// The type's name, e.g. `"BookCell"`.
    public static var defaultReuseIdentifier: String { String(describing: self) }
}
