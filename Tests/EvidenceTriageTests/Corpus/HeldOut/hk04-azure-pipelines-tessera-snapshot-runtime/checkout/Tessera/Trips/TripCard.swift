import SwiftUI

struct TripCard: View {
    enum Style { case compact, regular }
    let trip: Trip
    let style: Style

    var body: some View {
        VStack(alignment: .leading, spacing: style == .compact ? 4 : 8) {
            Text(trip.title)
                .font(style == .compact ? .headline : .title3.weight(.semibold))
                .lineLimit(1)
            Text("\(trip.nights) nights · \(trip.travellers) travellers")
                .font(.subheadline)
                .foregroundStyle(.secondary)
        }
        .padding(style == .compact ? 12 : 16)
        .background(RoundedRectangle(cornerRadius: 14).fill(Color("CardBackground")))
    }
}
