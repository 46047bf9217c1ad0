import SwiftUI

public struct MerchantLogoView: View {
    let logo: UIImage?

    public init(logo: UIImage?) { self.logo = logo }

    public var body: some View {
        Image(uiImage: logo ?? KestrelUIResources.image(named: "merchant-placeholder") ?? UIImage())
            .resizable()
            .frame(width: 40, height: 40)
            .clipShape(RoundedRectangle(cornerRadius: 8))
    }
}
