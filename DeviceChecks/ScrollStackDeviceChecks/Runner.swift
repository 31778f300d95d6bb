#if canImport(UIKit) && os(iOS)
import ScrollStackUIKit
import SwiftUI
import UIKit

// The runner: lists every check, runs them one after another on a stage, and shows and logs what
// each saw.

/// Every device check: the runtime review's findings, then the migration checks, then the two
/// that need a touch.
@MainActor
public enum DeviceChecks {
    public static var all: [DeviceCheck] {
        containmentChecks + layoutChecks + pinnedChecks + prefetchChecks + sizingChecks + runtimeReviewChecks + swiftUIChecks + keyboardChecks + flowChecks + migrationChecks
            + interactionChecks + swipeChecks
    }
}

/// Runs the device checks: "Run all" builds each situation in turn, then lists PASS, FAIL or NOT
/// RUN with the values observed. Every result is also printed to the log, prefixed
/// `[DeviceChecks]`.
public final class DeviceChecksViewController: UIViewController {
    private let checks: [DeviceCheck]
    private let list = ScrollStack()
    private let stage = UIViewController()
    private let instruction = UILabel()
    private var labels: [UILabel] = []
    private var isRunning = false

    public init(checks: [DeviceCheck] = DeviceChecks.all) {
        self.checks = checks
        super.init(nibName: nil, bundle: nil)
        title = "Device checks"
    }

    @available(*, unavailable)
    public required init?(coder: NSCoder) { fatalError("DeviceChecksViewController is made in code") }

    override public func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        list.frame = view.bounds
        list.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(list)
        for check in checks {
            let label = UILabel()
            label.numberOfLines = 0
            label.font = .preferredFont(forTextStyle: .footnote)
            label.text = "\(check.finding) · \(check.title)\n— not run yet"
            labels.append(label)
            list.addRow(view: label)
        }
        addChild(stage)
        stage.view.frame = view.bounds
        stage.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        stage.view.backgroundColor = .systemBackground
        stage.view.isHidden = true
        view.addSubview(stage.view)
        stage.didMove(toParent: self)
        instruction.numberOfLines = 0
        instruction.textAlignment = .center
        instruction.backgroundColor = .systemYellow
        instruction.isHidden = true
        instruction.frame = CGRect(x: 0, y: view.bounds.height - 120, width: view.bounds.width, height: 100)
        instruction.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
        view.addSubview(instruction)
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Run all", style: .done, target: self, action: #selector(runAll))
    }

    @objc private func runAll() {
        guard !isRunning else { return }
        Task { @MainActor in await run() }
    }

    /// Runs every check in turn and shows the results.
    public func run() async {
        isRunning = true
        var passed = 0
        for (check, label) in zip(checks, labels) {
            print("[DeviceChecks] \(check.finding) running: \(check.title)")
            stage.view.isHidden = false
            view.bringSubviewToFront(stage.view)
            view.bringSubviewToFront(instruction)
            let checkStage = CheckStage(host: stage) { [instruction] text in
                instruction.text = text
                instruction.isHidden = text.isEmpty
            }
            let result = await check.body(checkStage)
            checkStage.clear()
            instruction.isHidden = true
            stage.view.isHidden = true
            if result.outcome == .passed { passed += 1 }
            let mark = result.outcome == .passed ? "✅" : result.outcome == .failed ? "❌" : "⏸"
            label.text = "\(mark) \(check.finding) · \(check.title)\n\(result.outcome.rawValue): \(result.observed)"
            label.textColor = result.outcome == .failed ? .systemRed : .label
            print("[DeviceChecks] \(check.finding) \(result.outcome.rawValue): \(result.observed) — proves: \(check.proves)")
        }
        title = "\(passed) of \(checks.count) passed"
        print("[DeviceChecks] done: \(passed) of \(checks.count) passed")
        isRunning = false
    }
}

/// The runner in a navigation controller, for a SwiftUI app (the app in `DeviceChecks/App`).
public struct DeviceChecksView: UIViewControllerRepresentable {
    public init() {}

    public func makeUIViewController(context: Context) -> UINavigationController {
        UINavigationController(rootViewController: DeviceChecksViewController())
    }

    public func updateUIViewController(_ controller: UINavigationController, context: Context) {}
}
#endif
