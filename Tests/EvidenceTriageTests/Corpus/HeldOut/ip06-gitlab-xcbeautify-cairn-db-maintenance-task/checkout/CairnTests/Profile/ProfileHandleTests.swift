import Testing
@testable import CairnKit

struct ProfileHandleTests {
    @Test func handleTruncatesAt32Characters() {
        let handle = ProfileHandle("averyveryveryverylongnameforcairnusers")
        // 32 characters including the leading "@" and the ellipsis.
        #expect(handle.display == "@averyveryveryverylongnameforca…")
    }

    @Test func shortHandleUnchanged() {
        #expect(ProfileHandle("rowan").display == "@rowan")
    }
}
