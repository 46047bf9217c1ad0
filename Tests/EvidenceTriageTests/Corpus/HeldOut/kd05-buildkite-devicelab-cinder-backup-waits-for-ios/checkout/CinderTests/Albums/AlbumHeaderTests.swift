import Testing
@testable import Cinder

struct AlbumHeaderTests {
    @Test("Album header pluralizes the item count")
    func headerPluralizesItemCount() {
        let header = AlbumHeader(title: "Lofoten 2026", itemCount: 1)
        #expect(header.subtitle == "1 item")
    }

    @Test func headerKeepsTitle() {
        #expect(AlbumHeader(title: "Lofoten 2026", itemCount: 3).title == "Lofoten 2026")
    }
}
