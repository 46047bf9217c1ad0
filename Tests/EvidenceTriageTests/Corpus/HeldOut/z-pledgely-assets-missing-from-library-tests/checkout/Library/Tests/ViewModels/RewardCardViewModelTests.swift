import XCTest
import ReactiveSwift
@testable import Library
@testable import PledgelyModels

final class RewardCardViewModelTests: TestCase {
    private let vm: RewardCardViewModelType = RewardCardViewModel()
    private let shippingIcon = TestObserver<UIImage?, Never>()
    private let estimatedDelivery = TestObserver<String, Never>()

    override func setUp() {
        super.setUp()
        vm.outputs.shippingIcon.observe(shippingIcon.observer)
        vm.outputs.estimatedDeliveryDateLabelText.observe(estimatedDelivery.observer)
    }

    func testEstimatedDeliveryUsesMonthAndYear() {
        vm.inputs.configure(with: (project: .template, reward: .template |> Reward.lens.estimatedDeliveryOn .~ 1_790_000_000, context: .pledge))
        estimatedDelivery.assertValues(["Sep 2026"])
    }

    func testShippingIconLoadsFromAssetCatalog() {
        vm.inputs.configure(with: (project: .template, reward: .template |> Reward.lens.shipping.enabled .~ true, context: .pledge))

        XCTAssertNotNil(shippingIcon.lastValue ?? nil, "icon--shipping must load from the asset catalog")
    }
}
