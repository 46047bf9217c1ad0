import XCTest
@testable import Rowan

final class HeadlessCheckoutRepositoryTests: XCTestCase {
    private var actions: MockClientSessionActionsModule!
    private var sut: HeadlessCheckoutRepository!

    override func setUp() {
        super.setUp()
        actions = MockClientSessionActionsModule()
        sut = HeadlessCheckoutRepository(clientSessionActions: actions)
    }

    func testAvailableNetworksFollowsMerchantOrder() async throws {
        let networks = try await sut.availableCardNetworks(for: "4111 1111")
        XCTAssertEqual(networks, [.visa, .cartesBancaires])
    }

    func testSelectCardNetworkRecordsEachCall() async throws {
        await withTaskGroup(of: Void.self) { group in
            for network in [CardNetwork.visa, .mastercard, .cartesBancaires, .visa] {
                group.addTask { try? await self.sut.selectCardNetwork(network) }
            }
        }

        XCTAssertEqual(actions.selectedNetworks.count, 4)
    }
}
