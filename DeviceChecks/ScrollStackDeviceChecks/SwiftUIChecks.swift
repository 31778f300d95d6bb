#if canImport(UIKit) && os(iOS)
import ScrollStackUIKit
import SwiftUI
import UIKit

// Checks of SwiftUI rows: F4 (the environment around a ScrollStackList reaches its rows), F5 (a
// row's safe area is its own), F11 (a row follows its own size changes) and G4 (a long
// ScrollStackList makes a screenful).

/// The stacks in a view's subtree: a ``ScrollStackList`` makes a plain ``ScrollStackView``.
@MainActor
private func scrollStacks(in view: UIView) -> [ScrollStackView] {
    ((view as? ScrollStackView).map { [$0] } ?? []) + view.subviews.flatMap(scrollStacks(in:))
}

/// A model rows read from the environment or observe.
@MainActor
final class CheckModel: ObservableObject {
    @Published var name = "environment object"
    @Published var lines = 1
    /// Rows that appeared and read the model (not published: reading it must not cause updates).
    var rowsThatReadIt = 0
}

/// A row that reads the model from the environment: without it, SwiftUI stops the app.
private struct EnvironmentRow: View {
    @EnvironmentObject var model: CheckModel
    let index: Int

    var body: some View {
        Text("Row \(index) reads the \(model.name)")
            .padding()
            .onAppear { model.rowsThatReadIt += 1 }
    }
}

/// A row as tall as the model's line count.
private struct GrowingRow: View {
    @ObservedObject var model: CheckModel

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            ForEach(0..<model.lines, id: \.self) { line in
                Text("Line \(line + 1)").frame(height: 40)
            }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}

/// The safe area SwiftUI last gave a row's content.
private final class SafeAreaLog {
    var latest: [Int: EdgeInsets] = [:]
}

/// A row that records the safe area SwiftUI lays it out in.
private struct SafeAreaProbe: View {
    let log: SafeAreaLog
    let index: Int

    var body: some View {
        Text("SwiftUI row \(index)")
            .padding()
            .background(GeometryReader { proxy in
                let _ = log.latest[index] = proxy.safeAreaInsets
                Color.clear
            })
    }
}

/// Items for a ScrollStackList.
private struct Item: Identifiable {
    let id: Int
}

extension DeviceChecks {
    static var swiftUIChecks: [DeviceCheck] {
        [
            DeviceCheck("F4", "A ScrollStackList whose rows read an @EnvironmentObject",
                        proves: "the environment around a ScrollStackList (objects, fonts, locale) reaches every row; nothing crashes") { stage in
                let model = CheckModel()
                let items = (0..<3).map(Item.init)
                let screen = UIHostingController(rootView: ScrollStackList(items) { item in EnvironmentRow(index: item.id) }
                    .environmentObject(model))
                await stage.show(screen)
                await stage.settle(0.5)
                return .expect(model.rowsThatReadIt == 3, "rows that appeared and read the object: \(model.rowsThatReadIt) of 3")
            },
            DeviceCheck("F5", "SwiftUI rows under a navigation bar, scrolled beneath it",
                        proves: "a row's SwiftUI content sees no safe area of its own, so its size and padding do not change with where it sits on screen") { stage in
                let screen = ScrollStackController()
                let navigation = UINavigationController(rootViewController: screen)
                let log = SafeAreaLog()
                let rows = (0..<20).map { index in ScrollStackHostingController(rootView: SafeAreaProbe(log: log, index: index)) }
                rows.forEach { screen.scrollStackView.addRow($0) }
                await stage.show(navigation)
                let heightsBefore = rows.prefix(3).map(\.view.bounds.height)
                let stack = screen.scrollStackView
                stack.setContentOffset(CGPoint(x: 0, y: -stack.adjustedContentInset.top + 30), animated: false)
                await stage.settle(0.3)
                // What SwiftUI lays the content out in (UIKit may still report a safe area for the
                // hosting view; the content must not see it).
                let insets = (0..<3).map { log.latest[$0] }
                let heightsAfter = rows.prefix(3).map(\.view.bounds.height)
                return .all([
                    .expect(insets.allSatisfy { $0 == EdgeInsets() }, "SwiftUI's safe area in rows 0–2: \(insets)"),
                    .expect(heightsBefore == heightsAfter, "heights before \(heightsBefore), after scrolling under the bar \(heightsAfter)"),
                ])
            },
            DeviceCheck("F11", "A SwiftUI row in a lazy stack grows by itself",
                        proves: "a lazy row whose SwiftUI content grows is measured again with no call from the app, and the rows after it move down") { stage in
                let model = CheckModel()
                let stack = LazyScrollStackView()
                var descriptions = [ScrollStackRowDescription.swiftUI(id: 0) { GrowingRow(model: model) }]
                descriptions += (1..<30).map { index in ScrollStackRowDescription.view(id: index, make: { fixedLabel("Row \(index)") }) }
                _ = try? stack.setRows(descriptions)
                await stage.show(stack)
                let before = stack.row(id: 0)?.contentView.bounds.height ?? 0
                model.lines = 4
                await stage.settle(0.5)
                let after = stack.row(id: 0)?.contentView.bounds.height ?? 0
                let rowEnd = stack.rows.first?.frame.maxY ?? 0
                let nextStart = stack.row(id: 1).map(\.contentView).map { $0.convert($0.bounds, to: stack).minY } ?? 0
                return .all([
                    .expect(after >= before + 119, "row 0 height \(before) → \(after) after three more lines of 40"),
                    .expect(nextStart >= rowEnd - 0.5, "row 0 ends at \(rowEnd); row 1's content starts at \(nextStart)"),
                ])
            },
            DeviceCheck("G4", "A ScrollStackList of 1,000 rows, updated by its parent",
                        proves: "rows are made near the screen only, so a long list costs a screenful to make and to update") { stage in
                let items = (0..<1_000).map(Item.init)
                let screen = UIHostingController(rootView: ScrollStackList(items) { item in Text("Row \(item.id)").padding() })
                await stage.show(screen)
                await stage.settle(0.5)
                guard let stack = scrollStacks(in: screen.view).first else { return .expect(false, "no stack found") }
                let made = stack.subviews.filter { $0 is ScrollStackRow }.count
                return .expect(made > 0 && made < 80, "rows made for 1,000 elements: \(made)")
            },
            DeviceCheck("R3", "A ScrollStackList written with the stack's settings as modifiers",
                        proves: "the stack inside a ScrollStackList takes the spacing, insets, separators and background it is written with") { stage in
                let items = (0..<20).map(Item.init)
                let insets = UIEdgeInsets(top: 2, left: 24, bottom: 2, right: 8)
                let screen = UIHostingController(rootView: ScrollStackList(items) { item in Text("Row \(item.id)").padding() }
                    .spacing(6).contentInsets(UIEdgeInsets(top: 10, left: 0, bottom: 10, right: 0)).rowInsets(insets)
                    .separatorsHidden().rowBackgroundColor(.systemYellow))
                await stage.show(screen)
                await stage.settle(0.5)
                guard let stack = scrollStacks(in: screen.view).first else { return .expect(false, "no stack found") }
                let rows = stack.subviews.compactMap { $0 as? ScrollStackRow }.sorted { $0.frame.minY < $1.frame.minY }
                guard rows.count >= 2 else { return .expect(false, "rows made: \(rows.count)") }
                let gap = rows[1].frame.minY - rows[0].frame.maxY
                let content = rows[0].contentView.frame
                return .all([
                    .expect(stack.spacing == 6 && abs(gap - 6) < 0.5, "spacing \(stack.spacing), gap between rows \(gap)"),
                    .expect(stack.contentInset.top == 10, "content inset \(stack.contentInset)"),
                    .expect(abs(rows[0].frame.minY - stack.contentOffset.y - stack.adjustedContentInset.top) < 0.5,
                            "the first row starts \(rows[0].frame.minY - stack.contentOffset.y) below the visible top; the top inset is \(stack.adjustedContentInset.top)"),
                    .expect(abs(content.minX - 24) < 0.5 && abs(content.minY - 2) < 0.5, "content at \(content.origin), insets \(insets)"),
                    .expect(rows.allSatisfy { $0.isSeparatorHidden }, "every separator hidden"),
                    .expect(rows[0].rowBackgroundColor == .systemYellow, "row background \(rows[0].rowBackgroundColor)"),
                ])
            },
            DeviceCheck("SZ2", "A ScrollStackList sized to its content (up to 400 points) in a VStack above a label, given three rows, then thirty",
                        proves: "SwiftUI gives the list its rows' height (sizeThatFits on iOS 16 and later, the intrinsic size and hugging before), the label sits right below it, and past 400 points the list stays 400 high and scrolls") { stage in
                let model = SizedListModel()
                let screen = UIHostingController(rootView: SizedList(model: model))
                await stage.show(screen)
                await stage.settle(0.5)
                guard let stack = scrollStacks(in: screen.view).first else { return .expect(false, "no stack found") }
                let fewHeight = stack.bounds.height
                let fewContent = stack.contentSize.height + stack.adjustedContentInset.top + stack.adjustedContentInset.bottom
                model.count = 30
                await stage.settle(0.5)
                let manyHeight = stack.bounds.height
                return .all([
                    .expect(fewContent > 0 && abs(fewHeight - fewContent) < 1, "three rows: the list is \(fewHeight) high, its rows \(fewContent)"),
                    .expect(abs(manyHeight - 400) < 1 && stack.contentSize.height > manyHeight, "thirty rows: \(manyHeight) high, content \(stack.contentSize.height)"),
                    .expect(model.labelTop.map { abs($0 - stack.convert(stack.bounds, to: nil).maxY) < 1 } ?? false,
                            "the label starts at \(model.labelTop.map { "\($0)" } ?? "nowhere"), the list ends at \(stack.convert(stack.bounds, to: nil).maxY)"),
                ])
            },
        ]
    }
}

/// How many rows SZ2's list has, and where its label was drawn.
@MainActor
final class SizedListModel: ObservableObject {
    @Published var count = 3
    var labelTop: CGFloat?
}

/// A list sized to its rows, with a label right below it.
private struct SizedList: View {
    @ObservedObject var model: SizedListModel

    var body: some View {
        VStack(spacing: 0) {
            ScrollStackList((0..<model.count).map(Item.init)) { item in Text("Row \(item.id)").padding() }
                .sizing(.fitsContent(upTo: 400))
            Text("Below the list")
                .background(GeometryReader { proxy in
                    Color.clear.preference(key: LabelTop.self, value: proxy.frame(in: .global).minY)
                })
            Spacer()
        }
        .onPreferenceChange(LabelTop.self) { top in model.labelTop = top }
    }
}

/// Where SZ2's label starts on screen.
private struct LabelTop: PreferenceKey {
    static let defaultValue: CGFloat? = nil
    static func reduce(value: inout CGFloat?, nextValue: () -> CGFloat?) { value = nextValue() ?? value }
}
#endif
