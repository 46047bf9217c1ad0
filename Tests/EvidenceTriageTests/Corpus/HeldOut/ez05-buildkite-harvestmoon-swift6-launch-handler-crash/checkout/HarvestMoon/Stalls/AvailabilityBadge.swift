//
//  AvailabilityBadge.swift
//  HarvestMoon
//

import SwiftUI

struct AvailabilityBadge: View {
    let item: StallItem

    var body: some View {
        Text(item.quantity == 0 ? String(localized: "badge.outOfStock", defaultValue: "Out of stock") : item.quantityText)
            .font(.caption.weight(.semibold))
            .padding(.horizontal, 6)
            .background(item.quantity == 0 ? Color.red.opacity(0.15) : Color.green.opacity(0.15), in: Capsule())
            .accessibilityIdentifier("availabilityBadge")
    }
}
