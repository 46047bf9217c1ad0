import EvidenceCore

/// What a run's failures point at in the checkout, for `collect --sources`: the files their places name,
/// and the suites of failed tests that named no place (a test crashed, `Restarting after unexpected
/// exit, crash, or test timeout in PhotoUploadJobTests.testUpload…()`), whose file is looked for by the
/// suite's name — XCTest's convention, one class a file of its name.
package struct FailurePlaces: Sendable, Equatable {
    package var files: Set<String> = []
    package var suitesWithoutPlace: Set<String> = []

    /// At most this many suites are looked for (a run's crashes name a few; the rest are not): each is a
    /// guess, and the registering files come first in the archive's bounds.
    package static let maximumSuites = 20

    package init(files: Set<String> = [], suitesWithoutPlace: Set<String> = []) {
        self.files = files
        self.suitesWithoutPlace = suitesWithoutPlace
    }

    package mutating func formUnion(_ other: FailurePlaces) {
        files.formUnion(other.files)
        for suite in other.suitesWithoutPlace where suitesWithoutPlace.count < Self.maximumSuites { suitesWithoutPlace.insert(suite) }
    }

    /// Adds a placeless failed test's suite (its last part: `AppTests.SyncTests` is `SyncTests`), when it
    /// can name a file.
    package mutating func addSuite(_ suite: String) {
        guard let last = suite.split(separator: ".").last, suitesWithoutPlace.count < Self.maximumSuites,
              last.allSatisfy(\.isNamePart)
        else { return }
        suitesWithoutPlace.insert(String(last))
    }
}
