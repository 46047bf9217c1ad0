import UIKit

enum SeatMapRenderer {
    static func render(deck: Deck, scale: CGFloat = UIScreen.main.scale) -> UIImage {
        let size = CGSize(width: deck.width * 24, height: deck.length * 24)
        return UIGraphicsImageRenderer(size: size).image { ctx in
            for seat in deck.seats { draw(seat, in: ctx.cgContext) }
        }
    }
}
