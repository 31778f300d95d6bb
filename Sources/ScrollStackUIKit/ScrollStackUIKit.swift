// Filled in by the UIKit host issue; see DESIGN.md.
