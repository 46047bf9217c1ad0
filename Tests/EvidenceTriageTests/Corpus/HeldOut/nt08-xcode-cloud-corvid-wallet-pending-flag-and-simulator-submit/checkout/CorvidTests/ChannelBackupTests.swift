import XCTest
@testable import Corvid

final class ChannelBackupTests: XCTestCase {
    func testBackupExportsEncryptedBlob() throws {
        let backup = try ChannelBackup.export(from: .fixture(channels: 2), passphrase: "correct horse")
        XCTAssertGreaterThan(backup.ciphertext.count, 0)
    }
}
