import Testing
import Foundation
@testable import Harbourline

struct AlbumSorterTests {
    @Test func newestAlbumComesFirst() {
        let old = Album(name: "Harbour 2024", createdAt: Date(timeIntervalSince1970: 1_700_000_000))
        let new = Album(name: "Regatta", createdAt: Date(timeIntervalSince1970: 1_760_000_000))
        #expect(AlbumSorter.newestFirst([old, new]).first?.name == "Regatta")
    }
}
