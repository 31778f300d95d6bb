# The documentation's promises that DocC cannot check on Linux: every public declaration has a
# `///` comment; every Swift code block in a documentation catalog is code that CI compiles (a test,
# the iOS examples, or the migration checks); and every symbol link in the UIKit catalog (which
# DocC cannot build without UIKit) names a declaration of that module.
import glob, re, sys, textwrap

problems = []

# 1. Public declarations documented.
declaration = re.compile(r'^\s*(?:@[\w().:, "]+\s+)*(?:(?:nonisolated|final|override|static|class|mutating|'
                         r'nonmutating|convenience|required|indirect|dynamic)\s+)*(public|open)\b(?!\s+import)')
for path in sorted(glob.glob("Sources/ScrollStack*/**/*.swift", recursive=True)):
    lines = open(path).read().split("\n")
    for number, line in enumerate(lines):
        if not declaration.match(line) or line.strip().startswith("//"):
            continue
        above = number - 1
        while above >= 0 and (lines[above].strip().startswith("@") or lines[above].strip().startswith("#if")):
            above -= 1
        if above < 0 or not lines[above].strip().startswith("///"):
            problems.append(f"{path}:{number + 1}: public declaration without a /// comment: {line.strip()[:90]}")

# 2. Code blocks are compiled code.
compiled = {}
for path in glob.glob("Tests/**/*.swift", recursive=True) + glob.glob("Examples/**/*.swift", recursive=True) \
        + glob.glob("MigrationChecks/**/*.swift", recursive=True):
    compiled[path] = open(path).read().split("\n")

def appears(block):
    wanted = textwrap.dedent(block).rstrip("\n").split("\n")
    for lines in compiled.values():
        for start in range(len(lines) - len(wanted) + 1):
            if lines[start].strip() != wanted[0].strip():
                continue
            window = textwrap.dedent("\n".join(lines[start:start + len(wanted)])).split("\n")
            if window == wanted:
                return True
    return False

for path in sorted(glob.glob("Sources/*/*.docc/*.md")):
    for block in re.findall(r"```swift\n(.*?)```", open(path).read(), re.S):
        if not appears(block):
            problems.append(f"{path}: a Swift code block is not in any compiled file: {block.strip().splitlines()[0][:70]}")

# 3. UIKit catalog links name UIKit declarations.
names = set()
for path in glob.glob("Sources/ScrollStackUIKit/**/*.swift", recursive=True):
    text = open(path).read()
    names.update(re.findall(r"\b(?:class|struct|enum|protocol|typealias|func|var|let|case|init)\s+`?(\w+)", text))
    if re.search(r"\binit\s*[(<?]", text):
        names.add("init")
for path in sorted(glob.glob("Sources/ScrollStackUIKit/ScrollStackUIKit.docc/*.md")):
    prose = re.sub(r"```.*?```", "", open(path).read(), flags=re.S)
    for link in re.findall(r"``([^`\n]+)``", prose):
        for component in link.split("/"):
            base = re.split(r"[(\-]", component)[0]
            if base and base not in names and base != "ScrollStackUIKit":
                problems.append(f"{path}: ``{link}`` names {base}, which ScrollStackUIKit does not declare")

if problems:
    sys.exit("CI: " + "\n".join(problems))
print("documentation: every public declaration documented, every code block compiled, every UIKit link declared")
