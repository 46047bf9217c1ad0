import SwiftUI

struct PromoField: View {
    @ObservedObject var model: CheckoutModel

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            TextField("Promo code", text: $model.promoCode)
                .accessibilityIdentifier("checkout.promo")
                .onSubmit { model.applyPromo() }
            if case .rejected = model.promoState {
                // Shown only once the server has answered; a local format check
                // rejects "SPRING-NOPE" before that and sets .invalidFormat instead.
                Text("That code isn't valid")
                    .font(.footnote)
                    .foregroundStyle(.red)
            }
        }
    }
}
