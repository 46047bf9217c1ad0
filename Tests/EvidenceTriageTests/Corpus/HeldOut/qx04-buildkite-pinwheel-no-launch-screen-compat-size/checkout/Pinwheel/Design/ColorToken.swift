import UIKit

enum ColorToken: String {
    case accent, surface, onSurface

    var hex: String {
        switch self {
        case .accent: return "#FF5A3C"
        case .surface: return "#FFFFFF"
        case .onSurface: return "#1C1C1E"
        }
    }
}
