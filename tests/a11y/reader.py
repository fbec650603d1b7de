"""Reads Kairos's window as a screen reader does, through AT-SPI.

Run with the system Python (pyatspi is Debian's python3-pyatspi), on the
session bus where the AT-SPI bus runs with IsEnabled set. One command per
run, its answer on stdout as JSON:

  tree                  every part: role, name, states, depth
  press NAME            the part named NAME does its action (AT-SPI's "click")
  text NAME             what the part named NAME holds, read through Text
  focused               the role and name of the part with the focus
  extents NAME          where the part named NAME is, in the window's pixels

Exit 3: no application called kairos on the bus (yet).
"""

import json
import sys

import pyatspi


def application():
    desktop = pyatspi.Registry.getDesktop(0)
    for i in range(desktop.childCount):
        app = desktop.getChildAtIndex(i)
        if app is not None and app.name.lower() == "kairos":
            return app
    sys.exit(3)


def parts(node, depth=0):
    """Every part below `node`, depth first, with its depth."""
    yield node, depth
    for i in range(node.childCount):
        child = node.getChildAtIndex(i)
        if child is not None:
            yield from parts(child, depth + 1)


def find(name):
    for node, _ in parts(application()):
        if node.name == name:
            return node
    print(json.dumps({"missing": name}))
    sys.exit(4)


def main():
    command = sys.argv[1]
    if command == "tree":
        out = []
        for node, depth in parts(application()):
            states = node.getState()
            out.append({
                "depth": depth,
                "role": node.getRoleName(),
                "name": node.name,
                "focused": states.contains(pyatspi.STATE_FOCUSED),
                "checked": states.contains(pyatspi.STATE_CHECKED),
            })
        print(json.dumps(out))
    elif command == "press":
        node = find(sys.argv[2])
        action = node.queryAction()
        names = [action.getName(i) for i in range(action.nActions)]
        print(json.dumps({"actions": names, "done": action.doAction(0)}))
    elif command == "text":
        text = find(sys.argv[2]).queryText()
        print(json.dumps({"text": text.getText(0, text.characterCount)}))
    elif command == "extents":
        box = find(sys.argv[2]).queryComponent().getExtents(pyatspi.WINDOW_COORDS)
        print(json.dumps({"x": box.x, "y": box.y, "width": box.width, "height": box.height}))
    elif command == "focused":
        for node, _ in parts(application()):
            if node.getState().contains(pyatspi.STATE_FOCUSED):
                print(json.dumps({"role": node.getRoleName(), "name": node.name}))
                return
        print(json.dumps({}))
    else:
        sys.exit(f"unknown command {command}")


main()
