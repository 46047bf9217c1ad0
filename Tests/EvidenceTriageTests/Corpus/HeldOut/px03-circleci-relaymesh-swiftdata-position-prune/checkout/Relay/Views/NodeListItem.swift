import SwiftUI

struct NodeListItem: View {
    let node: NodeEntity
    let here: Coordinate?

    var distanceText: String? {
        guard let here, let latest = node.latestPositionCache else { return nil }
        return DistanceFormatter.string(meters: latest.coordinate.distance(to: here))
    }

    var body: some View {
        HStack {
            Text(node.longName)
            Spacer()
            if let distanceText { Text(distanceText).foregroundStyle(.secondary) }
        }
    }
}
