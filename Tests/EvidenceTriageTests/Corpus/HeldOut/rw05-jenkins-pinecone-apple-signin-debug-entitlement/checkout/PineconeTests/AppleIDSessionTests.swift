import XCTest
import AuthenticationServices
@testable import Pinecone

final class AppleIDSessionTests: XCTestCase {
    func testCredentialStateCheckCompletes() async {
        let session = AppleIDSession()
        do {
            _ = try await session.credentialState(for: "000123.ci-fixture.0042")
        } catch {
            XCTFail("credential state check threw: \(error)")
        }
    }
}
