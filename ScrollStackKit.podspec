# The UIKit product for CocoaPods users. CocoaPods builds the engine and the UIKit host as one
# module, named like the SwiftPM product, so `import ScrollStackUIKit` works with either tool.
# `.ci/run` checks that the platforms, Swift version and source folders match Package.swift.
Pod::Spec.new do |s|
  s.name          = 'ScrollStackKit'
  s.version       = '0.1.0'
  s.summary       = 'Scrollable stacks of views and child view controllers, and step-by-step flows.'
  s.description   = <<-DESC
    Rows (plain views or child view controllers) in a scroll view, with insert, remove, move,
    hide and show (animated, with completions), separators, visibility events, scrolling to a row,
    both axes, and StackFlowView-style flows. Every rule lives in a platform-independent engine
    that is tested on its own.
  DESC
  s.homepage      = 'https://github.com/ScrollStackKit/ScrollStackKit'
  s.license       = { :type => 'MIT', :file => 'LICENSE' }
  s.author        = 'ScrollStackKit contributors'
  s.source        = { :git => 'https://github.com/ScrollStackKit/ScrollStackKit.git', :tag => s.version.to_s }
  s.module_name   = 'ScrollStackUIKit'
  s.swift_versions = ['6.0']
  s.ios.deployment_target  = '13.0'
  s.source_files  = 'Sources/ScrollStackCore/**/*.swift', 'Sources/ScrollStackUIKit/**/*.swift'
  s.frameworks    = 'UIKit'
end
