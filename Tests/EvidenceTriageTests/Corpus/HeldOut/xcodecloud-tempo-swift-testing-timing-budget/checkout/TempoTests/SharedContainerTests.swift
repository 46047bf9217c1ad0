import Foundation
import Testing
@testable import Tempo

struct SharedContainerTests {
    @Test func appGroupContainerIsReachable() throws {
        let url = try #require(FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: "group.com.tempoapp.shared"))
        #expect(FileManager.default.isWritableFile(atPath: url.path))
    }
}
