import KestrelUI
import UIKit

public struct ReceiptCardModel {
    public let merchant: String
    public let total: Decimal
    public let logo: UIImage?

    public var logoImage: UIImage? {
        logo ?? KestrelUIResources.image(named: "merchant-placeholder")
    }

    public var totalCaption: String {
        KestrelUIResources.string("receipt.total")
    }
}
