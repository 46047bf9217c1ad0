import SnapshotTesting
import SwiftUI
import XCTest
@testable import SharedUI

final class DonationSheetSnapshotTests: XCTestCase {
    func testDonationSheetEmptyState() {
        assertSnapshot(of: UIHostingController(rootView: DonationSheetView(amount: nil)), as: .image(on: .iPhone13))
    }

    func testDonationSheetCardEntry() {
        // CardEntryField wraps StripePaymentsUI's STPPaymentCardTextField, whose
        // images and strings come from the Stripe_StripePaymentsUI bundle.
        assertSnapshot(of: UIHostingController(rootView: DonationSheetView(amount: 25)), as: .image(on: .iPhone13))
    }
}
