import Testing
import Foundation
@testable import Plover

struct BackupManifestTests {
    @Test func manifestListsOnlyChangedFiles() {
        let old = ["a.jpg": "h1", "b.jpg": "h2"]
        let new = ["a.jpg": "h1", "b.jpg": "h3", "c.jpg": "h4"]
        #expect(BackupManifest.changed(old: old, new: new) == ["b.jpg", "c.jpg"])
    }

    @Test func manifestChecksumStable() {
        let m = BackupManifest(files: ["z.jpg": "1", "a.jpg": "2"])
        #expect(m.checksum == BackupManifest(files: ["a.jpg": "2", "z.jpg": "1"]).checksum)
    }
}
