enum OrderStatus {
    case received, baking, ready

    var copy: String {
        switch self {
        case .received: return "Order received"
        case .baking: return "In the oven"
        case .ready: return "Ready"
        }
    }
}
