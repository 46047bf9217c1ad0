/// A test by its suite and name, whatever module a source gave it: what two sources that disagree on
/// the module share (`TestIdentityResolver`, the merger's order of a pass and a failure).
package struct SuiteAndName: Hashable, Sendable {
    package var suite: String
    package var name: String

    package init(suite: String, name: String) {
        (self.suite, self.name) = (suite, name)
    }

    package init(_ id: TestIdentifier) {
        self.init(suite: id.suite, name: id.name)
    }
}
