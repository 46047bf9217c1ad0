import SwiftUI

enum MapStyle: String, CaseIterable, Identifiable {
    case standard, satellite, hybrid, terrain
    var id: String { rawValue }

    var title: LocalizedStringKey {
        switch self {
        case .standard: return "Standard"
        case .satellite: return "Satellite"
        case .hybrid: return "Hybrid"
        case .terrain: return "Terrain"
        }
    }
}

struct MapStylePickerView: View {
    @Binding var selection: MapStyle

    var body: some View {
        List(MapStyle.allCases) { style in
            Button {
                selection = style
            } label: {
                HStack {
                    Text(style.title)
                    Spacer()
                    if style == selection {
                        Image(systemName: "checkmark")
                    }
                }
            }
            // FERN-1201: identifiers follow the style name so reordering the list
            // (Terrain moved first for hiking users) does not break analytics keys.
            .accessibilityIdentifier("mapstyle_\(style.rawValue)")
        }
        .navigationTitle("Map style")
    }
}
