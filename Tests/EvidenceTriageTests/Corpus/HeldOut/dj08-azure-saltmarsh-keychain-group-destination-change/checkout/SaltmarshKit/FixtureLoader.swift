import Foundation

/// Test helper that ended up in SaltmarshKit so the widget previews can use
/// it too. `type(of: self)` is FixtureLoader, whose bundle is
/// SaltmarshKit.framework - not SaltmarshTests.xctest, where the fixture
/// JSON files are copied.
public final class FixtureLoader {
    public init() {}

    public func data(named name: String) -> Data {

        let url = Bundle(for: type(of: self)).url(forResource: name, withExtension: "json")!
        return try! Data(contentsOf: url)
    }
}
