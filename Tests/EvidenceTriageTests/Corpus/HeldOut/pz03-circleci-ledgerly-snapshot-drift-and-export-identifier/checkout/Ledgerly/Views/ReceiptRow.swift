import SwiftUI

struct ReceiptRow: View {
    enum State { case cleared, pending, refunded }
    let merchant: Merchant
    let amount: Decimal
    let state: State

    var body: some View {
        HStack(spacing: 12) {
            MerchantLogoView(merchant: merchant)
                .frame(width: 26, height: 26)
            VStack(alignment: .leading) {
                Text(merchant.name).font(.body)
                Text(state.caption).font(.caption).foregroundStyle(.secondary)
            }
            Spacer()
            Text(amount, format: .currency(code: "USD")).monospacedDigit()
        }
        .padding(.horizontal, 16)
    }
}

struct MerchantLogoView: View {
    let merchant: Merchant
    var body: some View {
        // Vector logo, rasterised by the system at the view's scale.
        Image(merchant.logoAsset)
            .resizable()
            .interpolation(.high)
            .antialiased(true)
            .clipShape(Circle())
    }
}
