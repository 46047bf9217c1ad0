import XCTest
@testable import LanternKit

/// Source-inspection tripwires: they read the app's sources and assert that the
/// wiring the floating reader bar depends on is still there.
final class QuickNoteTripwireTests: XCTestCase {
    private func source(_ path: String) throws -> String {
        try String(contentsOf: Self.repoRoot.appendingPathComponent(path), encoding: .utf8)
    }

    func testQuickNoteComposerSubmitsThroughNoteStore() throws {
        let text = try source("Packages/LanternKit/Sources/LanternKit/Reader/FloatingReaderBar.swift")
        XCTAssertTrue(text.contains("QuickNoteComposer(store: noteStore"), "floating bar no longer builds QuickNoteComposer with the shared NoteStore")
    }

    func testTypedNoteDelegatesSizingToWindow() throws {
        let text = try source("Packages/LanternKit/Sources/LanternKit/Reader/FloatingReaderBar.swift")
        XCTAssertTrue(text.contains("window.resizeForComposer("), "typed-note sizing is no longer delegated to the window")
    }

    func testShortcutOpensReader() throws {
        let text = try source("Packages/LanternKit/Sources/LanternKit/Reader/FloatingReaderBar.swift")
        XCTAssertTrue(text.contains("openReader()"))
    }
}
