import UIKit

final class NowPlayingCardViewController: UIViewController {
    private let episode: Episode
    init(episode: Episode) {
        self.episode = episode
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .secondarySystemBackground
        let title = UILabel()
        title.text = episode.title
        title.font = .preferredFont(forTextStyle: .headline)
        let show = UILabel()
        show.text = episode.show
        show.textColor = .secondaryLabel
        let progress = UIProgressView(progressViewStyle: .bar)
        progress.progress = Float(episode.progress)
        let stack = UIStackView(arrangedSubviews: [title, show, progress])
        stack.axis = .vertical
        stack.spacing = 6
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            stack.centerYAnchor.constraint(equalTo: view.centerYAnchor),
        ])
    }
}
