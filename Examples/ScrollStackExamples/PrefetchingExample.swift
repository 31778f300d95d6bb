#if canImport(UIKit)
import ScrollStackUIKit
import UIKit

/// A feed of 5,000 photos on a lazy stack: the stack names the rows a screen ahead of the ones it
/// makes, and the feed starts loading their images then, so a row usually has its image by the
/// time it is made; a load for a row the user turned away from is cancelled.
final class PhotoFeedViewController: UIViewController, LazyScrollStackDelegate {
    private let stack = LazyScrollStackView()
    private let images = NSCache<NSNumber, UIImage>()
    private var loads: [Int: Task<Void, Never>] = [:]
    /// The image views of the rows made now.
    private var shown: [Int: UIImageView] = [:]

    override func viewDidLoad() {
        super.viewDidLoad()
        stack.frame = view.bounds
        stack.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        stack.lazyDelegate = self
        stack.prefetchDistance = 800   // about a screen beyond the rows made
        view.addSubview(stack)
        try! stack.setRows((0 ..< 5_000).map { index in
            .view(id: index, estimatedSize: 240, make: { UIImageView() }, update: { [images] imageView in
                imageView.contentMode = .scaleAspectFill
                imageView.clipsToBounds = true
                imageView.image = images.object(forKey: index as NSNumber)
            })
        })
    }

    func lazyScrollStack(_ stack: LazyScrollStackView, prefetchRows ids: [AnyHashable]) {
        for case let index as Int in ids { startLoading(index) }
    }

    func lazyScrollStack(_ stack: LazyScrollStackView, cancelPrefetchingRows ids: [AnyHashable]) {
        for case let index as Int in ids { loads.removeValue(forKey: index)?.cancel() }
    }

    func lazyScrollStack(_ stack: LazyScrollStackView, didRealize view: UIView, forRow id: AnyHashable) {
        guard let index = id as? Int else { return }
        shown[index] = view as? UIImageView
        // Made before its image came (a fast fling): the load already running, or a new one, fills it.
        startLoading(index)
    }

    func lazyScrollStack(_ stack: LazyScrollStackView, didRelease view: UIView, forRow id: AnyHashable) {
        if let index = id as? Int { shown[index] = nil }
    }

    private func startLoading(_ index: Int) {
        guard images.object(forKey: index as NSNumber) == nil, loads[index] == nil else { return }
        loads[index] = Task { [weak self] in
            let image = await Self.downloadImage(index)
            guard let self, !Task.isCancelled, let image else { return }
            images.setObject(image, forKey: index as NSNumber)
            loads[index] = nil
            // A row made meanwhile shows it now.
            shown[index]?.image = image
        }
    }

    /// Stands in for a download.
    private static func downloadImage(_ index: Int) async -> UIImage? {
        try? await Task.sleep(nanoseconds: 300_000_000)
        return UIImage(systemName: index.isMultiple(of: 2) ? "photo" : "photo.fill")
    }
}
#endif
