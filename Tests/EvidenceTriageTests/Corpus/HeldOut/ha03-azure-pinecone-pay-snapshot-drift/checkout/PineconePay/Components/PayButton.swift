import SwiftUI

struct PayButton: View {
    enum Style { case filled, ghost }
    let title: String
    let style: Style
    let action: () -> Void

    var body: some View {
        Button(action: action) {
            Text(title)
                .font(.headline)
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .foregroundStyle(style == .filled ? Color.white : Color("PineGreen"))
                .background(style == .filled ? Color("PineGreen") : Color.clear)
                .overlay(
                    RoundedRectangle(cornerRadius: 12)
                        .stroke(Color("PineGreen"), lineWidth: style == .ghost ? 1 : 0)
                )
                .clipShape(RoundedRectangle(cornerRadius: 12))
        }
        .buttonStyle(.plain)
    }
}
