print("listdiff-bench")
